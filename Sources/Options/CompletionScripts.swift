/// The scripts `countbiki completions SHELL` prints. Each asks `countbiki completions complete`
/// for the candidates, so the commands' declarations stay the one place that knows them.
public enum CompletionScripts {
  public static let bash = """
    # countbiki completion for bash: eval "$(countbiki completions bash)"
    _countbiki() {
      local IFS=$'\\n'
      local candidates
      candidates=($(countbiki completions complete -- "${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null))
      if [[ ${candidates[0]} == \(Completion.files) ]]; then
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "${COMP_WORDS[COMP_CWORD]}"))
      else
        COMPREPLY=("${candidates[@]}")
      fi
    }
    complete -F _countbiki countbiki
    """

  public static let zsh = """
    #compdef countbiki
    # countbiki completion for zsh: a file _countbiki in a folder of $fpath, or
    # source <(countbiki completions zsh) after compinit.
    _countbiki() {
      local -a candidates
      candidates=("${(@f)$(countbiki completions complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}")
      if [[ ${candidates[1]} == \(Completion.files) ]]; then
        _files
      else
        compadd -a candidates
      fi
    }
    if [[ $funcstack[1] == _countbiki ]]; then
      _countbiki "$@"
    else
      compdef _countbiki countbiki
    fi
    """

  public static let fish = """
    # countbiki completion for fish: countbiki completions fish > ~/.config/fish/completions/countbiki.fish
    function __countbiki_complete
        set -l candidates (countbiki completions complete -- (commandline -opc)[2..-1] (commandline -ct) 2>/dev/null)
        if test "$candidates[1]" = "\(Completion.files)"
            __fish_complete_path (commandline -ct)
        else
            printf '%s\\n' $candidates
        end
    end
    complete -c countbiki -f -a '(__countbiki_complete)'
    """
}

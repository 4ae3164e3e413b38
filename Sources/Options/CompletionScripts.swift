/// The scripts `countbiki completions SHELL` prints. Each asks `countbiki completions complete`
/// for the candidates, so the commands' declarations stay the one place that knows them.
public enum CompletionScripts {
  public static let bash = """
    # countbiki completion for bash: eval "$(countbiki completions bash)"
    _countbiki() {
      # The words as typed, split at spaces only: bash's COMP_WORDS are also split at the
      # characters of COMP_WORDBREAKS, such as the colon of wav:DIR.
      local line=${COMP_LINE:0:COMP_POINT}
      local -a words
      read -ra words <<< "$line"
      [[ $line == *[[:space:]] ]] && words+=("")
      local current=${words[${#words[@]}-1]}
      # bash replaces only what follows the last break character, so that is what is offered.
      local broken=""
      [[ $COMP_WORDBREAKS == *:* && $current == *:* ]] && broken=${current%"${current##*:}"}
      local IFS=$'\\n'
      local candidates
      candidates=($(countbiki completions complete -- "${words[@]:1}" 2>/dev/null))
      if [[ ${candidates[0]} == \(Completion.files) ]]; then
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -f -- "${current#"$broken"}"))
      else
        COMPREPLY=("${candidates[@]#"$broken"}")
        # A value to be continued (wav:) gets no space after it.
        [[ ${COMPREPLY[0]} == *: ]] && compopt -o nospace 2>/dev/null
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

#!/usr/bin/env bash
# Installs Open JTalk, its dictionary (Debian main) and the natural voice
# hts-voice-nitech-jp-atr503-m001 (Debian contrib). Debian's contrib section is enabled from the
# machine's own apt sources: each source that serves Debian's main section for this release
# gets a copy serving contrib, so no mirror is named here. Run as root.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
voice=hts-voice-nitech-jp-atr503-m001

has_candidate() {
  local policy
  policy=$(apt-cache policy "$1" 2>/dev/null || true)
  [[ "$policy" == *"Candidate: "[0-9]* ]]
}

enable_contrib() {
  local out=/etc/apt/sources.list.d/countbiki-contrib
  # One-line sources: `deb URI SUITE main …` becomes `deb URI SUITE contrib`.
  if [ -f /etc/apt/sources.list ]; then
    awk '$1 == "deb" && / main/ && !/contrib/ { print $1, $2, $3, "contrib" }' /etc/apt/sources.list \
      | grep -v -- '-security' > "$out.list" || true
    [ -s "$out.list" ] || rm -f "$out.list"
  fi
  # deb822 sources: the same stanza with Components: contrib.
  local file
  for file in /etc/apt/sources.list.d/*.sources; do
    [ -e "$file" ] || continue
    case "$file" in "$out.sources") continue ;; esac
    awk -v RS= -v ORS='\n\n' '/Components:[^\n]*main/ && !/-security/ && /URIs:[^\n]*debian/ {
      gsub(/Components:[^\n]*/, "Components: contrib"); print }' "$file"
  done > "$out.sources.new"
  if [ -s "$out.sources.new" ]; then mv "$out.sources.new" "$out.sources"; else rm -f "$out.sources.new"; fi
  apt-get update
}

apt-get install -y open-jtalk open-jtalk-mecab-naist-jdic
if ! has_candidate "$voice"; then
  enable_contrib
fi
if has_candidate "$voice"; then
  apt-get install -y "$voice"
else
  echo "install-voices: $voice is not in this machine's apt sources even with contrib enabled; only espeak-ng will speak." >&2
fi

#!/usr/bin/env bash
# Installs Open JTalk, its dictionary and the NIT ATR503 m001 voice, so the tests exercise both
# speech engines. The voice is in Debian's contrib section: when no apt source has contrib yet,
# this adds one that uses the first mirror the machine's own apt sources name.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
sources=$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
if ! grep -Eq '^(deb .* contrib|Components:.*contrib)' <<<"$sources"; then
  uri=$(grep -h -m1 -E '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' || true)
  [ -n "$uri" ] || uri=$(grep -h -m1 -E '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' || true)
  suite=$(. /etc/os-release && echo "$VERSION_CODENAME")
  [ -n "$uri" ] || { echo "No apt source names a Debian mirror; enable contrib by hand." >&2; exit 1; }
  echo "deb $uri $suite contrib" > /etc/apt/sources.list.d/countbiki-contrib.list
fi
apt-get update
apt-get install -y open-jtalk open-jtalk-mecab-naist-jdic hts-voice-nitech-jp-atr503-m001

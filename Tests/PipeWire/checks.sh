#!/usr/bin/env bash
# The recorded checks, run inside the PipeWire root by run.sh: a private session bus, PipeWire with
# a null sink `nul`, WirePlumber and pipewire-pulse, then for each route (`--device pipewire`:
# PipeWire's own ALSA plugin; `--device pulse`: the PulseAudio plugin to pipewire-pulse) the
# sink's monitor is recorded while countbiki plays.
set -uo pipefail
work=$(mktemp -d /var/tmp/countbiki-pipewire.XXXXXX)
export HOME=$work/home XDG_RUNTIME_DIR=$work/runtime
export XDG_CONFIG_HOME=$HOME/.config XDG_DATA_HOME=$HOME/.local/share
export COUNTBIKI_RESOURCES=/opt/countbiki/share/countbiki
mkdir -p "$XDG_CONFIG_HOME/pipewire/pipewire.conf.d" && mkdir -m 700 "$XDG_RUNTIME_DIR"
cat > "$XDG_CONFIG_HOME/pipewire/pipewire.conf.d/null-sink.conf" <<'CONF'
context.objects = [
  { factory = adapter
    args = {
      factory.name = support.null-audio-sink
      node.name = "nul"
      media.class = Audio/Sink
      audio.position = [ FL FR ]
      object.linger = true
    }
  }
]
CONF

daemons=()
stop_daemons() {
  for pid in "${daemons[@]}"; do kill "$pid" 2>/dev/null; done
  wait 2>/dev/null
}
trap stop_daemons EXIT

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
# Waits up to 20 s until the command succeeds.
await() {
  local end=$(( $(now_ms) + 20000 ))
  until "$@" >/dev/null 2>&1; do
    if [ "$(now_ms)" -ge "$end" ]; then
      echo "gave up waiting for: $*" >&2
      tail -n 5 "$work"/*.log >&2
      exit 1
    fi
    sleep 0.05
  done
}

dbus-daemon --session --address="unix:path=$XDG_RUNTIME_DIR/bus" --fork --print-pid > "$work/dbus.pid"
daemons+=("$(cat "$work/dbus.pid")")
export DBUS_SESSION_BUS_ADDRESS="unix:path=$XDG_RUNTIME_DIR/bus"
pipewire > "$work/pipewire.log" 2>&1 & daemons+=($!)
await test -S "$XDG_RUNTIME_DIR/pipewire-0"
wireplumber > "$work/wireplumber.log" 2>&1 & daemons+=($!)
pipewire-pulse > "$work/pipewire-pulse.log" 2>&1 & daemons+=($!)
await sh -c 'pactl info | grep -q "Default Sink: nul"'
echo "$(pactl info | sed -n 's/^Server Name: //p'), WirePlumber $(wireplumber --version | sed -n 's/^Linked with libwireplumber //p'), null sink nul"

failures=0
report() {  # report PASS|FAIL TEXT
  echo "$1  $2"
  [ "$1" = PASS ] || failures=$((failures + 1))
}

# Recording of the null sink's monitor, started well before the sound (a monitor starts late):
# ready once it has written half a second, and stopped four seconds after the sound: the monitor's
# recording runs well over a second behind what is played (with a 1.5 s wait the last 0.4 s of a
# 1.3 s clip were still missing from it, and came with a longer wait).
record_start() {
  parecord -d nul.monitor --file-format=wav --rate=22050 --channels=1 "$1" &
  recorder=$!
  await sh -c "[ \$(stat -c %s '$1' 2>/dev/null || echo 0) -gt 22094 ]"
}
record_stop() { sleep 4; kill -INT "$recorder"; wait "$recorder" 2>/dev/null; }

# The length in seconds of a WAV file with its leading and trailing silence trimmed.
trimmed() {
  sox "$1" "$work/trimmed.wav" silence 1 0.01 1% reverse silence 1 0.01 1% reverse
  soxi -D "$work/trimmed.wav"
}

# The number of separate sounds in a WAV file (gaps of 0.3 s or more separate them).
sounds() {
  rm -rf "$work/split" && mkdir "$work/split"
  sox "$1" "$work/split/part.wav" silence 1 0.01 1% 1 0.3 1% : newfile : restart 2>/dev/null
  local count=0
  for part in "$work/split"/part*.wav; do
    [ "$(sox "$part" -n stat 2>&1 | awk '/Length/ {print ($3 > 0.1)}')" = 1 ] && count=$((count + 1))
  done
  echo "$count"
}

countbiki say 1234円 --wav "$work/reference.wav"
clip=$(trimmed "$work/reference.wav")
countbiki say 1234円 --rate 0.5 --wav "$work/slow.wav"

for device in pipewire pulse; do
  # 1. `say` returns within the clip plus one second, and the whole clip is heard.
  record_start "$work/say-$device.wav"
  start=$(now_ms)
  timeout 30 countbiki say 1234円 --device "$device"
  status=$?
  took=$(( $(now_ms) - start ))
  record_stop
  heard=$(trimmed "$work/say-$device.wav")
  verdict=$(awk -v t="$took" -v c="$clip" -v h="$heard" -v s="$status" \
    'BEGIN { print (s == 0 && t / 1000 < c + 1 && h > c - 0.03 && h < c + 0.03) ? "PASS" : "FAIL" }')
  report "$verdict" "$device: say 1234円 exits $status after ${took} ms; clip ${clip} s synthesized, ${heard} s heard"

  # 2. A scripted drill of three answers finishes, and all three clips are heard.
  record_start "$work/drill-$device.wav"
  start=$(now_ms)
  output=$( { sleep 3; echo 893; sleep 3; echo 1144; sleep 3; echo 1460; } \
    | timeout 60 countbiki drill money.conbini --seed 1 --questions 3 --no-history --device "$device")
  status=$?
  took=$(( $(now_ms) - start ))
  record_stop
  count=$(sounds "$work/drill-$device.wav")
  summary=$(echo "$output" | grep -c "3 questions: 3 right first time")
  verdict=$([ "$status" = 0 ] && [ "$count" = 3 ] && [ "$summary" = 1 ] && echo PASS || echo FAIL)
  report "$verdict" "$device: drill of three answers exits $status after ${took} ms; $count clips heard"

  # 3. SIGTERM while a clip plays ends `say` at once with 143.
  record_start "$work/term-$device.wav"
  countbiki say 1234円 --rate 0.5 --device "$device" 2> "$work/term.err" &
  pid=$!
  sleep 1
  sent=$(now_ms)
  kill -TERM "$pid"
  wait "$pid"
  status=$?
  took=$(( $(now_ms) - sent ))
  record_stop
  verdict=$([ "$status" = 143 ] && [ "$took" -lt 100 ] && echo PASS || echo FAIL)
  report "$verdict" "$device: SIGTERM 1 s into a clip: exit $status after ${took} ms ($(cat "$work/term.err"))"
done

echo "$failures checks failed"
[ "$failures" = 0 ]

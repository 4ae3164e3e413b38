#!/usr/bin/env bash
# Runs the recorded sound checks against a headless PipeWire, through both of its routes: ALSA's
# default device as PipeWire's own ALSA plugin (`pipewire-alsa`), and as the PulseAudio plugin
# talking to `pipewire-pulse`. On Debian 12 `pipewire-pulse` conflicts with the `pulseaudio`
# package that the test suite's PulseAudio checks need, so PipeWire lives in a Debian root of its
# own, made with debootstrap, and countbiki runs there as a binary with the Swift runtime linked in.
#
#   sudo Tests/PipeWire/run.sh ROOT      (ROOT: a folder for the Debian root; made when missing)
#
# Prints one line per check and exits 0 when every check passed, 1 otherwise.
set -euo pipefail
root=${1:?"usage: $0 ROOT (a folder for a Debian 12 root with PipeWire; made when missing)"}
here=$(cd "$(dirname "$0")" && pwd)
package=$(cd "$here/../.." && pwd)
root=$(mkdir -p "$root" && cd "$root" && pwd)

# The libraries countbiki links (a test checks this line against the built binary), then what
# the checks run.
libraries="libespeak-ng1 espeak-ng-data libasound2 libsqlite3-0 libzip4 libvorbisenc2 libvorbis0a libogg0 librubberband2 libsoxr0"
tools="pipewire pipewire-bin pipewire-alsa pipewire-pulse wireplumber dbus pulseaudio-utils sox libasound2-plugins procps"

# What the script needs before it starts, each named when missing.
if [ "$(id -u)" -ne 0 ]; then
  echo "$0: run it as root (sudo): it makes a Debian root with debootstrap and chroot." >&2
  exit 1
fi
for tool in swift chroot awk; do
  if ! command -v "$tool" >/dev/null; then
    echo "$0: $tool is not on PATH; install it first (swift: the Swift toolchain)." >&2
    exit 1
  fi
done

# The Debian mirror this machine's apt already uses: the first non-security URI of its deb822
# sources, else of its one-line lists. Either layout may be missing (Debian's container images
# have only deb822 files), so each file is read only when it is there. APT_ETC names another
# apt folder (for the script's own test).
apt_etc=${APT_ETC:-/etc/apt}
mirrors() {
  local file
  for file in "$apt_etc"/sources.list.d/*.sources; do
    [ -f "$file" ] && awk '$1 == "URIs:" { print $2 }' "$file"
  done
  for file in "$apt_etc"/sources.list "$apt_etc"/sources.list.d/*.list; do
    [ -f "$file" ] && sed 's/\[[^]]*\]//' "$file" | awk '$1 == "deb" { print $2 }'
  done
  return 0
}
mirror=$(mirrors | { grep -v security || true; } | head -n1)
if [ -z "$mirror" ]; then
  echo "$0: no Debian mirror in $apt_etc/sources.list or $apt_etc/sources.list.d; add one." >&2
  exit 1
fi

if [ ! -x "$root/usr/bin/pipewire" ]; then
  command -v debootstrap >/dev/null || apt-get install -y debootstrap
  debootstrap --variant=minbase --include="$(echo $libraries $tools | tr ' ' ,)" \
    bookworm "$root" "$mirror"
fi
# A root made before a library was added gets it now.
missing=$(for package in $libraries $tools; do
  chroot "$root" dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q '^install ok' ||
    echo "$package"
done)
if [ -n "$missing" ]; then
  chroot "$root" apt-get update
  chroot "$root" apt-get install -y $missing
fi

(cd "$package" && swift build -c release --static-swift-stdlib --product countbiki-core &&
  swift build -c release --static-swift-stdlib --product countbiki)
install -D "$package/.build/release/countbiki" "$root/opt/countbiki/bin/countbiki"
install -D "$package/.build/release/countbiki-core" "$root/opt/countbiki/libexec/countbiki/countbiki-core"
rm -rf "$root/opt/countbiki/share/countbiki"
mkdir -p "$root/opt/countbiki/share/countbiki"
cp -R "$package/Topics" "$package/Voices" "$root/opt/countbiki/share/countbiki/"
install -D "$here/checks.sh" "$root/opt/countbiki/checks.sh"
# WirePlumber watches logind's folders and quits when it cannot; a root without systemd has none.
mkdir -p "$root/run/systemd/seats" "$root/run/systemd/users" "$root/run/systemd/sessions"

mounted=()
cleanup() {
  for (( i=${#mounted[@]}-1; i>=0; i-- )); do umount -l "${mounted[$i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
for place in proc dev tmp; do
  mountpoint -q "$root/$place" && continue
  case $place in
    proc) mount -t proc proc "$root/proc" ;;
    dev) mount --bind /dev "$root/dev" ;;
    tmp) mount -t tmpfs tmpfs "$root/tmp" ;;
  esac
  mounted+=("$root/$place")
done
chroot "$root" /usr/bin/env -i PATH=/opt/countbiki/bin:/usr/bin:/bin LANG=C.UTF-8 \
  /bin/bash /opt/countbiki/checks.sh

#!/usr/bin/env bash
# Renders every app icon from icon.svg; run it after changing the drawing and commit what it writes.
# Needs Debian's librsvg2-bin (rsvg-convert), icnsutils (png2icns) and icoutils (icotool).
#   icon.png     1024 px, the source electron-builder falls back to
#   icons/*.png  the Linux sizes (electron-builder installs them into the hicolor theme)
#   icon.icns    macOS (16 to 1024 px)
#   icon.ico     Windows (16 to 256 px; the 256 px image stored as PNG, as Windows expects)
set -euo pipefail
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
render() { rsvg-convert -w "$1" -h "$1" icon.svg -o "$2"; }

render 1024 icon.png
rm -rf icons && mkdir icons
for size in 16 24 32 48 64 128 256 512; do render "$size" "icons/${size}x${size}.png"; done
for size in 16 32 48 128 256 512 1024; do render "$size" "$work/$size.png"; done
png2icns icon.icns "$work"/{16,32,48,128,256,512,1024}.png >/dev/null
icotool -c -o icon.ico icons/{16x16,24x24,32x32,48x48,64x64,128x128}.png -r icons/256x256.png

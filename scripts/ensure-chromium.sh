#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser downloaded by a test tool).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $browser: installing Debian's chromium package"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  exit 0
fi
echo "Chromium not found at $browser. Install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH." >&2
exit 1

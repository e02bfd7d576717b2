#!/usr/bin/env bash
# The tests run real programs from Debian's packages, never ones a test tool downloads: Chromium
# (browser tests), redis-server (the release store, the shared page cache, the rate limit) and
# haproxy (the load balancer of the several-instances test). Installs the missing ones with
# apt-get when run as root on Debian; otherwise says what to install.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
redis="${REDIS_SERVER_PATH:-/usr/bin/redis-server}"
haproxy="${HAPROXY_PATH:-/usr/sbin/haproxy}"
missing=()
[ -x "$chromium" ] || missing+=(chromium)
[ -x "$redis" ] || missing+=(redis-server)
[ -x "$haproxy" ] || missing+=(haproxy)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the tests"
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
  exit 0
fi
echo "The tests need Debian's packages ${missing[*]}: install them (sudo apt-get install -y ${missing[*]}) or set CHROMIUM_PATH, REDIS_SERVER_PATH, HAPROXY_PATH." >&2
exit 1

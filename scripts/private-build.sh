#!/usr/bin/env bash
# For parallel work in one checkout: builds a private copy of the working tree in /tmp/<name>-site
# (node_modules hard-linked, so the copy is cheap), leaving this checkout's .next alone.
# Usage: bash scripts/private-build.sh NAME   → then run e2e tests from /tmp/NAME-site.
set -euo pipefail
name="${1:?usage: private-build.sh NAME}"
src="$(cd "$(dirname "$0")/.." && pwd)"
dest="/tmp/${name}-site"
mkdir -p "$dest"
rsync -a --delete --exclude node_modules --exclude .next --exclude .contentlayer --exclude .search --exclude .git "$src/" "$dest/"
if [ ! -d "$dest/node_modules" ]; then cp -al "$src/node_modules" "$dest/node_modules"; fi
cd "$dest"
npm run build
echo "Built in $dest"

#!/usr/bin/env bash
# Builds the site from an export of the repository without .git (as `git archive` or a container
# build sees it): the tracked and new unignored files, with their working-tree contents, copied to
# a temporary directory outside any Git worktree, with node_modules linked in.
# Usage: scripts/build-exported.sh <out-dir> [docusaurus build options]
# (the build's output goes to <out-dir>.log)
set -euo pipefail

if [ $# -lt 1 ]; then
  echo "usage: $0 <out-dir> [docusaurus build options]" >&2
  exit 2
fi
repo="$(cd "$(dirname "$0")/.." && pwd)"
out="$(realpath -m "$1")"
shift
log="$out.log"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/docusaurus-export.XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
if git -C "$tmp" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "build-exported: $tmp is inside a Git worktree; set TMPDIR elsewhere" >&2
  exit 1
fi

cd "$repo"
# Files deleted in the working tree but still in the index are skipped.
git ls-files -z --cached --others --exclude-standard |
  while IFS= read -r -d '' file; do
    if [ -e "$file" ] || [ -L "$file" ]; then printf '%s\0' "$file"; fi
  done |
  tar --null -T - -cf - | tar -xf - -C "$tmp"
ln -s "$repo/node_modules" "$tmp/node_modules"

mkdir -p "$(dirname "$out")"
cd "$tmp"
# No persistent bundler cache: it would live in the shared node_modules, keyed by this one-off path.
if ! DOCUSAURUS_NO_PERSISTENT_CACHE=1 npx docusaurus build --out-dir "$out" "$@" >"$log" 2>&1; then
  tail -n 40 "$log" >&2
  echo "build-exported: build failed, see $log" >&2
  exit 1
fi
echo "build-exported: built $out (log: $log)"

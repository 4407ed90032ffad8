#!/usr/bin/env bash
# Deploys a build to an nginx server, switching releases atomically:
#
#   bash scripts/deploy.sh [build-dir]        (build-dir defaults to build/)
#
# 1. copies the build to $SITE_ROOT/releases/<id>/ (under a temporary name, renamed when complete);
# 2. points $SITE_ROOT/current at it by renaming a new symlink over the old one, so a request
#    sees the old release or the new one, never a mix; nginx's root is $SITE_ROOT/current;
# 3. runs `nginx -t`, then reloads nginx, which reads the new release's .csp-hashes.conf;
# 4. checks that $CHECK_URL is served with exactly the new build's Content-Security-Policy.
# If the test, the reload or the check fails, the previous release is switched back (and nginx
# reloaded) and the script exits non-zero. The newest $KEEP releases are kept.
#
# Environment: SITE_ROOT (/var/www/sanoria), NGINX_CMD (the nginx command, "nginx"; for example
# "nginx -p /tmp/prefix -c /tmp/prefix/conf/nginx.conf"), CHECK_URL (http://localhost/, with a
# host name nginx serves), CHECK_SECONDS (10: how long the reload may take), KEEP (5).
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${1:-$ROOT/build}
SITE_ROOT=${SITE_ROOT:-/var/www/sanoria}
read -r -a nginx <<<"${NGINX_CMD:-nginx}"
CHECK_URL=${CHECK_URL:-http://localhost/}
CHECK_SECONDS=${CHECK_SECONDS:-10}
KEEP=${KEEP:-5}

die() {
  echo "deploy: $*" >&2
  exit 1
}

# The policy a build must be served with: the one its csp plugin wrote (src/plugins/csp).
policy_of() {
  sed -n 's/^add_header Content-Security-Policy "\(.*\)" always;$/\1/p' "$1/.csp-hashes.conf"
}

[ -f "$BUILD/404.html" ] || die "$BUILD is not a build (no 404.html): run 'npm run build' first"
[ -f "$BUILD/.csp-hashes.conf" ] || die "$BUILD has no .csp-hashes.conf (written by src/plugins/csp)"
expected=$(policy_of "$BUILD")
[ -n "$expected" ] || die "$BUILD/.csp-hashes.conf holds no Content-Security-Policy"
[[ "$KEEP" =~ ^[1-9][0-9]*$ ]] || die "KEEP must be a positive number"

mkdir -p "$SITE_ROOT/releases"
id=$(date -u +%Y%m%dT%H%M%S)-$$
release="$SITE_ROOT/releases/$id"
cp -a "$BUILD" "$release.partial"
mv "$release.partial" "$release"
# nginx's workers (an unprivileged user) must be able to read it.
chmod 755 "$release"

previous=""
[ -L "$SITE_ROOT/current" ] && previous=$(readlink "$SITE_ROOT/current")

# A relative link, renamed over the old one: rename(2) is atomic.
switch_to() {
  ln -sfn "$1" "$SITE_ROOT/current.next"
  mv -T "$SITE_ROOT/current.next" "$SITE_ROOT/current"
}

served_policy() {
  curl -fsS -o /dev/null -D - --max-time 2 "$CHECK_URL" 2>/dev/null |
    sed -n 's/^[Cc]ontent-[Ss]ecurity-[Pp]olicy: \(.*\)\r$/\1/p'
}

# The nginx master's pid, from the pid file its configuration names (or nginx's built-in
# default); a relative path is nginx's prefix's (`-p`, or its built-in `--prefix`).
master_pid() {
  local file prefix="" i
  file=$("${nginx[@]}" -T 2>/dev/null | sed -n 's/^[[:space:]]*pid[[:space:]]\{1,\}\([^;[:space:]]*\);.*/\1/p' | head -n 1)
  [ -n "$file" ] || file=$("${nginx[@]}" -V 2>&1 | sed -n 's/.*--pid-path=\([^[:space:]]*\).*/\1/p')
  if [ -n "$file" ] && [ "${file#/}" = "$file" ]; then
    for ((i = 1; i < ${#nginx[@]} - 1; i++)); do [ "${nginx[i]}" = "-p" ] && prefix=${nginx[i + 1]}; done
    [ -n "$prefix" ] || prefix=$("${nginx[@]}" -V 2>&1 | sed -n 's/.*--prefix=\([^[:space:]]*\).*/\1/p')
    file="${prefix%/}/$file"
  fi
  [ -n "$file" ] && [ -r "$file" ] && cat "$file"
}

# True while one of the given processes (the workers before the reload) still accepts
# connections: it does until it has exited or renamed itself "... is shutting down", which an
# nginx worker does just before it closes its listening sockets.
old_workers_accepting() {
  local pid title
  for pid in "$@"; do
    [ -r "/proc/$pid/cmdline" ] || continue
    title=$({ tr '\0' ' ' <"/proc/$pid/cmdline"; } 2>/dev/null) || continue
    case "$title" in *"shutting down"* | "") ;; *) return 0 ;; esac
  done
  return 1
}

roll_back() {
  echo "deploy: $1" >&2
  if [ -n "$previous" ]; then
    switch_to "$previous"
    "${nginx[@]}" -t -q && "${nginx[@]}" -s reload || true
    echo "deploy: switched back to $previous" >&2
  fi
  rm -rf "$release"
  exit 1
}

switch_to "releases/$id"
echo "deploy: $SITE_ROOT/current -> releases/$id"
"${nginx[@]}" -t -q || roll_back "nginx -t failed with the new release"
# A reload is asynchronous: the master starts new workers, then tells the old ones to stop
# accepting connections, and until one has, it can answer a new connection with the old policy.
# So the check waits, bounded, for both: the old workers out of the way (when the master's pid is
# known) and the new policy served.
old_workers=()
if master=$(master_pid); then
  mapfile -t old_workers < <(pgrep -P "$master" || true)
fi
"${nginx[@]}" -s reload || roll_back "nginx did not reload"

deadline=$((SECONDS + CHECK_SECONDS))
until ! old_workers_accepting "${old_workers[@]}" && [ "$(served_policy)" = "$expected" ]; do
  [ "$SECONDS" -lt "$deadline" ] || roll_back "$CHECK_URL is not served with the new build's Content-Security-Policy"
  sleep 0.1
done
echo "deploy: $CHECK_URL is served with the new build's Content-Security-Policy"

# Keep the newest $KEEP releases (and always the one now live).
find "$SITE_ROOT/releases" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort -r | tail -n +$((KEEP + 1)) |
  while read -r old; do
    [ "releases/$old" = "$(readlink "$SITE_ROOT/current")" ] || rm -rf "${SITE_ROOT:?}/releases/$old"
  done
echo "deploy: release $id is live"

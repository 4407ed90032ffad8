#!/usr/bin/env bash
# Serves the built site (build/) with Debian's nginx and the production configuration in
# deploy/nginx, on http://localhost:$PORT (default 8080): `npm run serve:nginx`.
#
#   bash scripts/serve-nginx.sh               run in the foreground (Ctrl-C stops it)
#   bash scripts/serve-nginx.sh --background  start it and return; prints how to stop it
#   bash scripts/serve-nginx.sh --stop        stop a background server on $PORT
#
# Environment: PORT (8080), HOST (127.0.0.1; 0.0.0.0 for every interface), BUILD_DIR (build;
# a symlink is kept as it is, so a release switch behind it is seen, see scripts/deploy.sh),
# SERVER_NAME (the host names served, "localhost 127.0.0.1"; any other Host is refused),
# NGINX (/usr/sbin/nginx), NGINX_PREFIX (a private directory under $TMPDIR or /tmp).
# Nothing is written outside NGINX_PREFIX: the configuration is rendered there from the
# templates, with pid, logs and temp files beside it, so no root-owned path is needed.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
PORT=${PORT:-8080}
HOST=${HOST:-127.0.0.1}
SERVER_NAME=${SERVER_NAME:-localhost 127.0.0.1}
NGINX=${NGINX:-/usr/sbin/nginx}
BUILD_DIR=${BUILD_DIR:-$ROOT/build}
PREFIX=${NGINX_PREFIX:-${TMPDIR:-/tmp}/sanoria-nginx-$(id -u)-$PORT}
TEMPLATES=$ROOT/deploy/nginx
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
BROTLI_STATIC_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
mode=${1:-foreground}

die() {
  echo "serve-nginx: $*" >&2
  exit 1
}

case "$mode" in
  foreground | --foreground) mode=foreground ;;
  --background) mode=background ;;
  --stop)
    [ -f "$PREFIX/nginx.pid" ] || die "no server is running with prefix $PREFIX"
    "$NGINX" -p "$PREFIX" -c "$PREFIX/conf/nginx.conf" -s quit
    echo "serve-nginx: stopped the server in $PREFIX"
    exit 0
    ;;
  *) die "unknown option '$mode' (use --background or --stop)" ;;
esac

[[ "$PORT" =~ ^[0-9]+$ ]] && [ "$PORT" -ge 1 ] && [ "$PORT" -le 65535 ] || die "PORT must be a port number, got '$PORT'"
[[ "$HOST" =~ ^[0-9.]+$ ]] || die "HOST must be an IPv4 address, got '$HOST'"
name_pattern='^[A-Za-z0-9.*:[ -]+$'
[[ "$SERVER_NAME" =~ $name_pattern ]] || die "SERVER_NAME must be host names separated by spaces, got '$SERVER_NAME'"

# Debian's nginx: install it when we may, otherwise say what to install.
if [ ! -x "$NGINX" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "serve-nginx: nginx is missing: installing the Debian package \"nginx\" (apt-get)…" >&2
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  fi
  [ -x "$NGINX" ] || die "nginx is missing: install it with 'sudo apt-get install -y nginx', or set NGINX to its path."
fi

[ -d "$BUILD_DIR" ] || die "no build at $BUILD_DIR: run 'npm run build' first."
# The parent is resolved, the last name is kept: a `current` symlink stays a symlink.
BUILD_DIR=$(cd "$(dirname "$BUILD_DIR")" && pwd -P)/$(basename "$BUILD_DIR")
[[ "$BUILD_DIR" =~ ^/[A-Za-z0-9._/+@-]*$ ]] || die "the build path '$BUILD_DIR' has characters nginx's configuration cannot hold"
[ -f "$BUILD_DIR/404.html" ] || die "$BUILD_DIR has no 404.html: is it a Docusaurus build?"
[ -f "$BUILD_DIR/.csp-hashes.conf" ] ||
  die "$BUILD_DIR/.csp-hashes.conf is missing: the csp plugin (src/plugins/csp) writes it during 'npm run build'."

# The private prefix: created for this user only, and never one somebody else owns.
mkdir -p "$PREFIX"
[ -O "$PREFIX" ] || die "$PREFIX belongs to another user: set NGINX_PREFIX"
# As root, nginx's workers run as an unprivileged user (nobody) and must be able to enter it.
if [ "$(id -u)" = "0" ]; then chmod 755 "$PREFIX"; else chmod 700 "$PREFIX"; fi
if [ -f "$PREFIX/nginx.pid" ] && kill -0 "$(cat "$PREFIX/nginx.pid")" 2>/dev/null; then
  die "a server is already running from $PREFIX (pid $(cat "$PREFIX/nginx.pid")): 'bash scripts/serve-nginx.sh --stop' stops it"
fi
rm -rf "$PREFIX/conf"
mkdir -p "$PREFIX/conf/enabled" "$PREFIX/logs" "$PREFIX/temp"

listen_ipv6="[::1]:$PORT"
[ "$HOST" = "0.0.0.0" ] && listen_ipv6="[::]:$PORT"
[ -r /proc/net/if_inet6 ] || listen_ipv6="" # no IPv6 here: drop the line

modules=""
if [ -f "$BROTLI_MODULE" ]; then
  modules="load_module $BROTLI_MODULE;"
  cp "$TEMPLATES/available/brotli.conf" "$PREFIX/conf/enabled/brotli.conf"
fi
if [ -f "$BROTLI_STATIC_MODULE" ]; then
  modules="$modules load_module $BROTLI_STATIC_MODULE;"
  cp "$TEMPLATES/available/brotli-static.conf" "$PREFIX/conf/enabled/brotli-static.conf"
else
  echo "serve-nginx: the brotli static module is missing, so the build's .br copies are not sent (gzip only):" \
    "install it with 'sudo apt-get install -y libnginx-mod-http-brotli-static'" >&2
fi

# Replaces only the named ${PLACEHOLDERS}; nginx's own $variables are left alone.
render() {
  local text
  text=$(<"$1")
  text=${text//'${PREFIX}'/$PREFIX}
  text=${text//'${CONF_DIR}'/$PREFIX/conf}
  text=${text//'${BUILD_DIR}'/$BUILD_DIR}
  text=${text//'${LISTEN}'/$HOST:$PORT}
  text=${text//'${LISTEN_IPV6}'/$listen_ipv6}
  text=${text//'${SERVER_NAME}'/$SERVER_NAME}
  text=${text//'${MODULES}'/$modules}
  if [ -z "$listen_ipv6" ]; then
    text=$(printf '%s\n' "$text" | grep -Ev '^    listen ( default_server)?;$')
  fi
  printf '%s\n' "$text" >"$2"
}
render "$TEMPLATES/nginx.conf.template" "$PREFIX/conf/nginx.conf"
render "$TEMPLATES/site.conf.template" "$PREFIX/conf/site.conf"
render "$TEMPLATES/security-headers.conf.template" "$PREFIX/conf/security-headers.conf"
cp "$TEMPLATES/compression.conf" "$TEMPLATES/timeouts.conf" "$PREFIX/conf/"

nginx=("$NGINX" -p "$PREFIX" -c "$PREFIX/conf/nginx.conf")
"${nginx[@]}" -t -q -g 'daemon off;' || die "the rendered configuration in $PREFIX/conf is invalid (see above)"

echo "serve-nginx: serving $BUILD_DIR on http://localhost:$PORT (config and logs in $PREFIX)"
if [ "$mode" = background ]; then
  "${nginx[@]}"
  echo "serve-nginx: running in the background (pid $(cat "$PREFIX/nginx.pid")); stop it with: PORT=$PORT bash scripts/serve-nginx.sh --stop"
else
  exec "${nginx[@]}" -g 'daemon off;'
fi

#!/usr/bin/env bash
# Installs what the tests need beyond npm's packages, from Debian: headless Chromium for the
# browser tests (tests/lib/chromium.ts; Playwright's own browser downloads do not work here) and
# nginx with its brotli modules for the tests against the production server configuration
# (tests/e2e-nginx: the static module sends the build's .br copies, the filter compresses the
# few files without one). Installs only what is missing; as root it runs apt-get, otherwise it
# says what to install. `npm test` runs it first; nothing installs packages when a config is loaded.
set -uo pipefail

packages=()
if [ -z "${CHROME_PATH:-}" ] && [ ! -x /usr/bin/chromium-headless-shell ]; then
  packages+=(chromium-headless-shell)
fi
if [ -z "${NGINX:-}" ]; then
  [ -x /usr/sbin/nginx ] || packages+=(nginx)
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || packages+=(libnginx-mod-http-brotli-static)
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || packages+=(libnginx-mod-http-brotli-filter)
fi
[ "${#packages[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "setup: installing ${packages[*]} (apt-get)…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq && apt-get install -y -qq "${packages[@]}" >/dev/null
else
  echo "setup: missing for the browser and nginx tests: install them with 'sudo apt-get install -y ${packages[*]}' (or set CHROME_PATH / NGINX)." >&2
  exit 1
fi

#!/usr/bin/env bash
# Installs what the site needs on a fresh machine: npm packages (when missing or stale) and,
# for the browser tests, Debian's Chromium and Java (for the HTML checker). Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
	echo "Installing npm packages…"
	# `npm install`, not `npm ci`: the lock file cannot list other platforms' optional binaries
	# (the registry mirror here lacks them), which makes `npm ci` refuse it. Versions still come
	# from the lock file.
	npm install --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && [ ! -x /usr/bin/chromium ]; then
	echo "Installing Chromium from Debian…"
	if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

# The Nu Html Checker (vnu-jar from npm) runs on Java; `npm test` validates every built page with it.
if [ "${1:-}" = "--browser" ] && ! command -v java >/dev/null 2>&1; then
	echo "Installing Java (default-jre-headless) from Debian…"
	if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
	$SUDO apt-get update -qq
	DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq default-jre-headless >/dev/null
fi

# nginx for the production-server tests (tests/nginx and the CSP specs): Debian's nginx-light and
# its brotli module, whichever is missing.
if [[ " $* " == *" --nginx "* ]]; then
	packages=()
	command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || packages+=(nginx-light)
	[ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || packages+=(libnginx-mod-http-brotli-filter)
	if [ "${#packages[@]}" -gt 0 ]; then
		echo "Installing ${packages[*]} from Debian…"
		if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
		$SUDO apt-get update -qq
		DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${packages[@]}" >/dev/null
	fi
fi

#!/usr/bin/env bash
# Builds a second copy of the site with the features that are off by default switched on
# (hide-on-scroll navbar, colour mode switch, gtag analytics, Algolia search with a test app id
# that the specs intercept) and a path prefix, for the
# e2e specs in tests/e2e/configured. Prints the path of its public/ folder on the last line.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="${CONFIGURED_BUILD_DIR:-$(mktemp -d /tmp/es-configured-XXXXXX)}"
mkdir -p "$dir"
for entry in "$root"/* "$root"/.ci; do
	name="$(basename "$entry")"
	case "$name" in node_modules|public|test-results|bench-results) continue ;; esac
	cp -R "$entry" "$dir/"
done
ln -sfn "$root/node_modules" "$dir/node_modules"
cd "$dir"
SITE_CONFIG_OVERRIDES='{"navbar":{"hideOnScroll":true},"colorMode":{"disableSwitch":false}}' \
GTAG_TRACKING_IDS=G-E2ETEST \
ALGOLIA_APP_ID=ESTESTAPP ALGOLIA_SEARCH_KEY=search-only-test-key ALGOLIA_INDEX=eightshift_test \
PATH_PREFIX=/es \
E2E_FIXTURES=1 \
	node "$root/node_modules/gatsby/cli.js" build --prefix-paths >&2
echo "$dir/public"

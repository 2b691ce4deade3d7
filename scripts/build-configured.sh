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
# The values live in scripts/configured-build.env, which the nginx specs read too.
while IFS= read -r line; do
	if [[ "$line" =~ ^[A-Z][A-Z0-9_]*= ]]; then export "${line%%=*}=${line#*=}"; fi
done < "$root/scripts/configured-build.env"
node "$root/node_modules/gatsby/cli.js" build --prefix-paths >&2
echo "$dir/public"

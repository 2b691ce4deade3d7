/**
 * Serving and deploying: how a built site is answered and shipped. One set of rules for every
 * host: the security headers, cache rules and CSP (securityHeaders, cspMeta), the URL rules
 * (urls), the nginx configuration written from them (nginxConfig) and the release deploys
 * (deploy). scripts/, the plugins and gatsby-config import this index, never its files one by one.
 * The local server built on the same rules (localServer.ts) is left out: its HTTP dependencies
 * cost 50 ms to load, and only scripts/serve.ts needs them, not every process the build starts.
 */
export * from './cspMeta';
export * from './deploy';
export * from './nginxConfig';
export * from './securityHeaders';
export * from './urls';

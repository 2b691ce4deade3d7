/**
 * Serving and deploying: how a built site is answered and shipped. One set of rules for every
 * host: the security headers, cache rules and CSP (securityHeaders, cspMeta), the URL rules
 * (urls), the local server built on them (localServer), the nginx configuration written from
 * them (nginxConfig) and the release deploys (deploy). scripts/ and the plugins import this
 * module, never its files one by one.
 */
export * from './cspMeta';
export * from './deploy';
export * from './localServer';
export * from './nginxConfig';
export * from './securityHeaders';
export * from './urls';

/**
 * Stands in for `@builder.io/partytown/integration` in the production browser bundle (see
 * gatsby-node.ts). Gatsby's built-in partytown plugin imports it into every page's app chunk but
 * calls it only under `gatsby develop`; the site runs no off-main-thread scripts.
 */
exports.SCRIPT_TYPE = 'text/partytown';
exports.partytownSnippet = function partytownSnippet() {
	throw new Error('src/lib/partytownUnused.js');
};

/**
 * @eightshift/ui-components ships JSDoc, not type declarations. Demos use it untyped; the docs'
 * props tables come from that JSDoc (src/node/mdx/componentProps.ts).
 */
declare module '@eightshift/ui-components';
declare module '@eightshift/ui-components/icons';
declare module '@eightshift/ui-components/utilities';

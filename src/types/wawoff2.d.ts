/** wawoff2 ships no types; the one function the social cards use (plugins/social-cards/socialImages.ts). */
declare module 'wawoff2/decompress' {
	/** WOFF2 bytes to TrueType/OpenType bytes. */
	export default function decompress(woff2: Uint8Array): Promise<Uint8Array>;
}

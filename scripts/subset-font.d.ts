// The parts of subset-font (harfbuzz's hb-subset in WebAssembly) and fontverter (sfnt to WOFF2) that
// scripts/subset-fonts.ts uses.
declare module 'subset-font' {
  export interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** OpenType layout features to keep; all by default */
    keepFeatures?: string[];
    preserveNameIds?: number[];
  }
  export default function subsetFont(font: Buffer, text: string | undefined, options?: SubsetOptions): Promise<Buffer>;
}

declare module 'fontverter' {
  const fontverter: { convert(font: Buffer, to: 'sfnt' | 'truetype' | 'woff' | 'woff2', from?: string): Promise<Buffer> };
  export default fontverter;
}

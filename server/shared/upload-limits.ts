// How many files one upload takes, shared with the admin (its picker and upload stop there).
// Plain data with no import: the admin bundles this file.

/** The most images one gallery upload takes, uploads and library files together. */
export const MAX_GALLERY_FILES = 20;

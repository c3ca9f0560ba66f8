import { imageSettingSuite } from '../../test/image-setting-suite.ts';

imageSettingSuite({
  url: '/api/site-logo',
  field: 'logo',
  column: 'logo_path',
  folder: 'logos',
  thing: 'Logo',
  missingFileMessage: 'Please select a logo file',
  typeMessage: 'Please select a valid image file (JPEG, PNG, or SVG)',
  sizeMessage: 'File size must be less than 2MB',
  maxBytes: 2 * 1024 * 1024,
});

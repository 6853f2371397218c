/**
 * What photo-upload-browser.test.ts loads into Chromium: the mall's own photo shrinking and its one HTTP
 * client, bundled as they ship, exposed on window.photoHarness.
 */
export { configureClient } from '../../src/api/client';
export { uploadPicture } from '../../src/api/upload';
export { shrinkPicture } from '../../src/lib/shrinkPicture';

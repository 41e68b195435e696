/** After-sales (docs/api.md §15): the order detail's 售后 cases, a delivered line's 申请售后 and its dialog. */
export { AfterSalesSection } from './components/after-sales-section';
export { AfterSalesLineAction } from './components/line-action';
export { AfterSalesDialogMount } from './components/dialog-mount';
// Pure rules, for their unit tests (tests/features/after-sales/photos.test.ts).
export { cleanPhoto, hasApp1, MAX_PHOTO_BYTES, PHOTO_TEXT, photoProblem, pickPhotos, sniffImageType, stripJpegMetadata, type Encoder } from './model/photos';

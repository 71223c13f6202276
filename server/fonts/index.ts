/*
 * Critical Nastaliq faces (issue 30): built from the Urdu text of a page's first screen in a
 * worker thread, checked against the full face, served at content-hashed names
 * (docs/page-delivery.md). This file is the module's only door.
 */
export { criticalFacePlugin } from './criticalFacePlugin';
export { CRITICAL_FACE_PATH } from './criticalFaces';
export { faceJobs } from './faceJobs';

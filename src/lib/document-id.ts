/** Ids of the documents the app makes and reads (vehicles, photos), also the segments of a photo's Storage path. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

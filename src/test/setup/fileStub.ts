// Jest maps image and font imports here. Such an import's default value is the file's URL,
// which a CommonJS module gives as its whole export (the named-exports rule cannot express it).
module.exports = '/test-file-stub';

export { ContentText, useContentAlt, useContentText } from './ContentText';

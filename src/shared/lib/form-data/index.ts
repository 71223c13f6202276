// Apart from admin-form (antd hooks): the entities build their request bodies with it, and the
// entities reach the public bundle, which must stay free of antd.
export { toFormData } from './toFormData';

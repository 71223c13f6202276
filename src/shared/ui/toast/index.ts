export { notifyError, notifySuccess } from './notify';
export { ToastHost } from './ToastHost';

// Loaded on demand by toast.ts, so SweetAlert2 (~20 KB gzip) stays out of the first download.
// 'sweetalert2' resolves to the build without its own CSS injection (see vite.config.ts):
// the stylesheet comes from this import instead of a <style> tag added at run time, which a
// strict Content-Security-Policy would block.
import 'sweetalert2/dist/sweetalert2.css';

export { default as Swal } from 'sweetalert2';

export { default } from '../(console)/not-found';

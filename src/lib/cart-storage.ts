/**
 * Where the browser keeps a guest's cart (its local storage), named once: the cart's own store
 * reads and writes it, and the pages that show it start their framework at once where it holds
 * something (src/http/start-on-touch.mts).
 */
export const CART_STORAGE_KEY = 'saba.cart';

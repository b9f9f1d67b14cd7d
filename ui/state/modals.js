// Which added-to modal is open, apart from the code that shows it (loaded on demand).
import { signal } from '@preact/signals-react';

export const cartModal = signal(false); // 'added' after an add to cart
export const compareModal = signal(null); // the product just added to the compare list, or null

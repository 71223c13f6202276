/** The chat app's link to the support number with 'Hi' typed in (docs/product.md §1): digits only, no +. */
export function chatUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=Hi`;
}

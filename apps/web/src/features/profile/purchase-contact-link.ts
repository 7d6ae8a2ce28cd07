/** The landing page's contact form, prefilled to ask for more analysis credits. */
export function purchaseContactLink(credits: number): string {
  const params = new URLSearchParams({
    subject: 'billing',
    message: `Hello, I have ${credits} analysis credit${credits === 1 ? '' : 's'} left and would like more. Please tell me how to get them.`,
  });
  return `/?${params.toString()}#contact`;
}

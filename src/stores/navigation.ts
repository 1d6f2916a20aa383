/**
 * Where the page is on its way to (src/dom.ts navigate), and whether a return from the back-forward
 * cache is listened for: a restored page is going nowhere.
 */
export const navigation: { leavingFor: string | null; listeningForReturn: boolean } = {
  leavingFor: null,
  listeningForReturn: false,
};

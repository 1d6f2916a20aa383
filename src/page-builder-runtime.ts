// Whether Elementor Pro's own front end runs on this page. The plugin retires Elementor's and
// Elementor Pro's scripts on a page whose widgets the bundle all covers; where it keeps them, Pro's
// handlers own their widgets (popups, forms) and our islands for those stand down: one handler per
// widget. Pro's frontend script defines `elementorProFrontend` as it is evaluated, before the bundle
// (a module, so deferred) runs. Read by the definitions, in the entry: the page is then not searched
// for those islands at all.
export const elementorProRuns = (): boolean => Boolean((window as { elementorProFrontend?: unknown }).elementorProFrontend);

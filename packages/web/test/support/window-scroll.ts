// jsdom lays nothing out and cannot scroll: the router restores the scroll position on every navigation, and jsdom's
// own `scrollTo` prints "Not implemented" each time, hundreds of lines that hide a failing test's output.
window.scrollTo = () => {};

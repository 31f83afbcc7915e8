// Every action on a record reads as a link of one size, whether it is a button or a router link: a table's 操作
// column, the 更多 trigger, a detail page's actions, a text button in a form. Side by side, actions keep 12 px apart
// whatever holds them (the margin of an action that follows another element).
const action = 'text-sm leading-5 whitespace-nowrap [*+&]:ml-3';
export const actionLink = `${action} text-brand hover:underline`;
/** Deletes or otherwise cannot be undone. */
export const dangerActionLink = `${action} text-red-600 hover:text-red-700`;

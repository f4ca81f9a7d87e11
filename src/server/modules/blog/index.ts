/** What other modules may use of the blog: the articles' query with their author, and the writes the back office makes. */
export { authorOf, postsWithAuthor, type PostRow } from './service.ts';
export { changePost, insertPost, lockPost, removePost } from './manage.ts';

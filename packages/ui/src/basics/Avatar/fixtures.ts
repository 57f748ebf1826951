/** A 48 × 48 picture for the stories: a pale figure on steel blue. */
export const avatarPicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#1f5fc8"/><circle cx="24" cy="18" r="9" fill="#e8eef7"/><circle cx="24" cy="46" r="16" fill="#e8eef7"/></svg>',
)}`;

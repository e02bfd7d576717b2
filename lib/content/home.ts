import home from '../../content/home.json'

/**
 * The home page's texts, links and the server starter's Maven coordinates, as writers edit them in
 * content/home.json; its shape is the type, so a missing or misspelt field fails the type check.
 * Only the home page imports it, so its words stay out of every other page's scripts.
 */
export const homeContent = home

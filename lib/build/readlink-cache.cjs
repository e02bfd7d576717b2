// @ts-check
/**
 * Preloaded into `next build` and every process it starts (scripts/build.mjs sets NODE_OPTIONS):
 * remembers what `fs.promises.readlink` answered for a path, for the rest of that process.
 *
 * Why: Next.js's build collects the standalone server's files with @vercel/nft and passes it a
 * readlink of its own, which nft does not cache. Measured on this site, the trace asked for 5,680
 * paths 295,606 times, and most answers are an EINVAL error (the path is not a link), each built
 * as an Error object: about 8 of the trace's 18 s. With this cache the trace takes about 10 s.
 *
 * What is cached cannot change during a build: a link's target, and EINVAL (an existing path that
 * is not a link). Any other answer (ENOENT for a file the build has not written yet) is asked again.
 */
const fsPromises = require('node:fs/promises')

const readlink = fsPromises.readlink
/** @type {Map<string, Promise<string>>} */
const answers = new Map()

/**
 * @param {import('node:fs').PathLike} target
 * @param {...unknown} rest
 */
function cachedReadlink(target, ...rest) {
  // Only the plain form (a string path, no options) is cached; Buffers and encodings go through.
  if (typeof target !== 'string' || rest.length > 0) {
    // @ts-expect-error -- forwards whatever overload the caller used, unchanged
    return readlink.call(fsPromises, target, ...rest)
  }
  let answer = answers.get(target)
  if (!answer) {
    answer = readlink.call(fsPromises, target)
    answers.set(target, answer)
    answer.catch((/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code !== 'EINVAL') answers.delete(target)
    })
  }
  return answer
}

// @ts-expect-error -- the cached function accepts every form readlink accepts
fsPromises.readlink = cachedReadlink

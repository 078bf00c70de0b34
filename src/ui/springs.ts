/**
 * antd-mobile's spring switch behind a module of the app's own, which src/ui/motion.ts imports
 * when it is needed. Imported from antd-mobile directly, the build put React into the chunk of the
 * spring library, so that every home loaded that library (15 KB) at start.
 */
export { reduceMotion, restoreMotion } from 'antd-mobile/es/utils/reduce-and-restore-motion';

// @ts-check
// The studio's API contract as the page reads it: every answer's and every refusal's shape
// (docs/studio.md lists the routes). Types only; TypeScript's checker holds every module
// to them.

/**
 * A refusal, as every route answers one: `{"error": Refusal}` with a 4xx or 5xx status.
 * `message` is the line the command line would print; `field` the neutral path of the value
 * refused (`badge.diameter`, `pop.popOutRatio`, `canvas.scale`, `actions[1].keyTimes`),
 * when one value was; `value` (as the message quotes it) and `accepted` when the refusal is
 * of one value against its declaration.
 * @typedef {object} Refusal
 * @property {string} message
 * @property {string} [field]
 * @property {string} [value]
 * @property {string} [accepted]
 */

/**
 * One item of a list parameter.
 * @typedef {object} Element
 * @property {string} kind `number`, `value` (as the key path holds) or `curve`
 * @property {number} [min]
 * @property {number} [max]
 * @property {string[]} [choices]
 * @property {string} unit
 * @property {string} symbol
 * @property {number} [softMin]
 * @property {number} [softMax]
 */

/**
 * A parameter's declaration: one control.
 * @typedef {object} Parameter
 * @property {string} name the flag without dashes, the control's name (`pop-out-ratio`)
 * @property {string} parameter the declaration's name (`popOutRatio`)
 * @property {string} key the scene file's key
 * @property {string} kind number, integer, toggle, text, choice, color, size, point, curve, value, list
 * @property {number} [min]
 * @property {number} [max]
 * @property {string[]} [choices]
 * @property {number} [maxLength]
 * @property {string} unit
 * @property {string} symbol
 * @property {number} [softMin]
 * @property {number} [softMax]
 * @property {string} help
 * @property {string} defaultText
 * @property {string} [defaultColor]
 * @property {string} [aliasOf]
 * @property {Element} [element]
 * @property {{ key: string, perSegment: boolean }} [follows]
 */

/**
 * @typedef {object} Group
 * @property {string} name
 * @property {string} [summary]
 * @property {Parameter[]} parameters
 * @property {string} scenePrefix where a scene holds the group's keys (`canvas.`; `actions[N].`)
 * @property {string[]} [childKinds]
 * @property {string} [childKey]
 */

/**
 * @typedef {object} KeyPath
 * @property {string} name
 * @property {"number" | "color"} valueType
 * @property {string} unit
 * @property {string} symbol
 * @property {number} [softMin]
 * @property {number} [softMax]
 */

/**
 * @typedef {object} SceneAction
 * @property {number} index
 * @property {string} animation
 * @property {string} id `action:N`
 * @property {string} [keyPath]
 * @property {{ index: number, animation: string, keyPath: string }[]} [children]
 */

/**
 * `GET /api/schema`.
 * @typedef {object} Schema
 * @property {Group[]} animations
 * @property {Group[]} layerAnimations
 * @property {KeyPath[]} keyPaths
 * @property {Group[]} groups
 * @property {{ title: string, parameters: string[] }[]} sections
 * @property {{ name: string, points: number[] }[]} curves
 * @property {Record<string, string>} colors
 * @property {string[]} icons
 * @property {string[]} formats
 * @property {{ name: string, label: string, ext: string }[]} exports
 * @property {{ path: string, actions: SceneAction[], iconFile?: string }} [scene]
 * @property {{ path: string, run?: string, api: "uikit" | "swiftui" }} [swift] Swift mode: the Swift file open, its `--run`
 *   and its own API (the Swift panel's first choice)
 */

/**
 * One numeric literal of the Swift file as a control (Swift mode): its name from the code,
 * where it is, how it is written, its value in its unit, the slider's span and step, and how
 * its unit was read from the code.
 * @typedef {object} SwiftControl
 * @property {string} id what requests name it by (`sets`: [id, value])
 * @property {string} name `Constants.popOutRatio`, `pop(): timeStart`, `shakeWith(duration:)`
 * @property {number} line
 * @property {number} column
 * @property {string} text the literal as written (`0.05`, `-0.2`; `8` of `.pi / 8`)
 * @property {number} value in `unit`
 * @property {"seconds" | "degrees" | "points" | "ratio"} unit
 * @property {string} symbol `s`, `°`, `pt` or empty
 * @property {number} min
 * @property {number} max
 * @property {number} step
 * @property {"plain" | "radians" | "piDivisor" | "piMultiple"} form how the value is written back
 * @property {string} why
 */

/**
 * `GET /api/swift`: the Swift file's controls as last read or saved, its version, and how
 * many literals the evaluation used past the 64 the studio tries (not offered).
 * @typedef {{ path: string, run?: string, version: string, controls: SwiftControl[], untried: number }} SwiftValues
 */

/**
 * `GET /api/scene?action=N`: the file's values as [flag name, text, scene path], and the
 * version of the file they were read from (Save sends it back as `base`).
 * @typedef {{ values: [string, string, string][], version: string }} SceneValues
 */

/**
 * A layer's values in one frame of the timeline report (`badgereel timeline`'s JSON).
 * @typedef {object} LayerValues
 * @property {number} x
 * @property {number} y
 * @property {number} width
 * @property {number} height
 * @property {number} opacity
 * @property {number} [rotation]
 * @property {number} [cornerRadius]
 * @property {number} [scaleX]
 * @property {number} [translationX]
 * @property {number} [translationY]
 */

/**
 * `POST /api/preview`'s header, before the frames.
 * @typedef {object} PreviewHeader
 * @property {number} width the frames' size in pixels, drawn for the request's `box`
 * @property {number} height
 * @property {number} exportWidth the export's own size in pixels
 * @property {number} exportHeight
 * @property {number} fps
 * @property {number} frames
 * @property {number} duration
 * @property {number} previewScale
 * @property {number[]} sources sources[k]: the frame whose picture frame k shows
 * @property {number[]} order the frames in the order they are sent
 * @property {number[]} keyframes
 * @property {string} command
 * @property {string} yaml
 * @property {string} output
 * @property {boolean} unsaved
 * @property {string[]} warnings
 * @property {{ frames: { time: number, host: LayerValues, badge: LayerValues }[] }} timeline
 */

/**
 * What `POST /api/preview`, `/api/export`, `/api/save` and `/api/revert` take.
 * @typedef {object} StudioRequest
 * @property {string} animation
 * @property {[string, string][]} args
 * @property {[string, string][]} [sets]
 * @property {string} [format]
 * @property {number} [from]
 * @property {string} [page]
 * @property {number} [seq]
 * @property {[number, number] | null} [box] a preview's box in device pixels: its frames are drawn to fit it
 * @property {string} [base] Save: the scene's version this page read
 */

/**
 * `POST /api/swift-code`'s answer: the file `-o NAME.swift` writes for the page's state.
 * @typedef {object} SwiftAnswer
 * @property {string} name the file's name (pop.swift)
 * @property {"uikit" | "swiftui"} api
 * @property {string} command the command line that writes it
 * @property {string} swift the file's text
 * @property {string} [form] what the text is, when not what `api` names by default (a SwiftUI file itself)
 */

export {};

"""The ability model as data (design idea 4: cards are data): targets and references (:mod:`.refs`),
which objects or players an instruction acts on (:mod:`.selectors`), descriptions of objects
(:mod:`.filters`), the effect base and its combinators (:mod:`.effect`), abilities
(:mod:`.abilities`, CR 113), static abilities by family (:mod:`.statics`, CR 604), keywords that
change how a spell is cast (:mod:`.casting_keywords`, 702), conditions (:mod:`.conditions`),
counted numbers (:mod:`.amounts`) and cards (:mod:`.card`, 109).

This package imports no runtime module: the Oracle compiler builds these nodes and the engine
runs them. The effect classes themselves live beside their resolution in :mod:`arbiter.mtg.effects`.
"""

"""A chat put together from its parts, above the engine, the store and the remotes: the thread read from the
store for a turn, the rules of a turn, the models a chat can run on, thinking per model. The words they are
put together from (a message, the parameters, the provenance) are `app.chat`, below all three."""
